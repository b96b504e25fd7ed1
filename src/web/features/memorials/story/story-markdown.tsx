/**
 * A section's Markdown, loaded on demand (decision 026: the memorial page's first JavaScript holds
 * its budget). Until the renderer arrives the words are shown as plain text, never as HTML.
 */
import { lazy, Suspense } from 'react';

const Renderer = lazy(() => import('./markdown'));

export function StoryMarkdown({ body }: { body: string }) {
  return (
    <Suspense
      fallback={<div className="leading-relaxed break-words whitespace-pre-line text-foreground/90">{body}</div>}
    >
      <Renderer body={body} />
    </Suspense>
  );
}
