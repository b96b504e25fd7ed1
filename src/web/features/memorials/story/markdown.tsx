/**
 * A life-story section's Markdown on the page (decision 038), rendered to React elements from a
 * parsed tree by react-markdown, never through innerHTML: raw HTML (no raw-HTML plugin) comes out
 * as text; links keep only http:, https: and mailto: addresses; images are not shown (a story's
 * pictures are the gallery's); headings sit below the section's own title. Loaded on demand so the
 * memorial page's first JavaScript stays small (lazy in story-markdown.tsx).
 */
import Markdown, { type Components } from 'react-markdown';

/** Keeps http, https and mailto addresses; anything else (javascript:, data:, relative) becomes nothing. */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  return /^(https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : null;
}

const demoted = (level: 4 | 5 | 6): Components['h1'] =>
  function Heading({ children }) {
    const Tag = `h${level}` as const;
    return <Tag className="mt-5 mb-2 text-lg font-semibold">{children}</Tag>;
  };

const components: Components = {
  // The page's own: h1 the name, h2 "Life story", h3 a section's title.
  h1: demoted(4),
  h2: demoted(4),
  h3: demoted(5),
  h4: demoted(6),
  h5: demoted(6),
  h6: demoted(6),
  a({ href, children }) {
    if (!href) return <>{children}</>;
    return (
      <a
        href={href}
        rel="noopener noreferrer nofollow"
        target="_blank"
        className="text-primary underline underline-offset-4"
      >
        {children}
      </a>
    );
  },
  img({ alt }) {
    return alt ? <span>{alt}</span> : null;
  },
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>,
  p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
  blockquote: ({ children }) => (
    <blockquote className="my-3 border-l-2 border-primary/40 pl-4 text-muted-foreground italic">{children}</blockquote>
  ),
};

export default function StoryMarkdown({ body }: { body: string }) {
  return (
    <div className="break-words text-foreground/90">
      <Markdown components={components} urlTransform={(url) => safeUrl(url)} skipHtml={false}>
        {body}
      </Markdown>
    </div>
  );
}
