/** What /safety says (decision 008): the companion is an AI, how a crisis is met, the help lines, and memorial conversations. */
import { ExternalLink, Phone } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import type { Helpline } from '@shared/schemas/companion';
import { CONCERN_CHECK_IN, FIND_A_HELPLINE, HELPLINES } from '@shared/safety';
import type { DocumentSection } from '@web/components/document-page';
import { phoneHref } from '@web/lib/phone';

export const EMERGENCY = 'If you are in danger now, call your local emergency number.';

function HelplineRow({ line }: { line: Helpline }) {
  const tel = phoneHref(line.contact);
  return (
    <li className="rounded-lg border border-border bg-background/60 px-4 py-3">
      <p className="font-medium text-foreground">
        {line.name} <span className="font-normal text-muted-foreground">· {line.country}</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {tel ? (
          <a
            href={tel}
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-4" />
            {line.contact}
          </a>
        ) : (
          <span>{line.contact}</span>
        )}
        <a
          href={line.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
        >
          {line.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </li>
  );
}

export const safetySections: DocumentSection[] = [
  {
    id: 'an-ai',
    title: 'The companion is an AI, not a person',
    body: (
      <>
        <p>
          The companion in {APP_NAME} is an AI. It is not a person, and it is not therapy or treatment. It can listen at
          any hour, reflect back what you share and keep you company with your memories, but it cannot know you the way
          the people around you can, and it cannot take the place of professional care.
        </p>
        <p>
          Every conversation begins by saying so, and if you talk with it for a long while it will gently remind you
          again. Reaching out to someone you trust is always worth it, too.
        </p>
      </>
    ),
  },
  {
    id: 'checked',
    title: 'Every message is looked after',
    body: (
      <>
        <p>
          Before any AI sees what you write, your message is checked for signs that you might be in crisis. And every
          reply the AI writes is checked before you see it, so that it stays gentle and safe. If a reply is not right,
          it is held back and you see a careful one instead.
        </p>
      </>
    ),
  },
  {
    id: 'crisis',
    title: 'If you might be in crisis',
    body: (
      <>
        <p>
          When your words suggest you may be in danger, the AI steps aside. Instead of an AI reply, you see a fixed
          message written by people, with help lines you can call or text any time of day or night. These help lines
          stay with that conversation, so you can always find them again.
        </p>
        <ul className="space-y-2">
          {Object.values(HELPLINES).map((line) => (
            <HelplineRow key={`${line.name}-${line.country}`} line={line} />
          ))}
          <HelplineRow line={FIND_A_HELPLINE} />
        </ul>
        <p>
          If your country is not listed, {FIND_A_HELPLINE.name} lists free, confidential support lines around the world.
        </p>
      </>
    ),
  },
  {
    id: 'concern',
    title: 'If something you write worries us',
    body: (
      <>
        <p>
          Sometimes grief brings very dark thoughts, and it helps to say them out loud. If something you write suggests
          you might be struggling in that way, the companion will ask you gently and directly, the way a caring person
          would:
        </p>
        <blockquote className="border-l-2 border-primary/40 pl-4 text-foreground/90 italic">
          {CONCERN_CHECK_IN}
        </blockquote>
        <p>You can answer honestly. There is no wrong answer, and you will not be judged.</p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Your messages stay private',
    body: (
      <p>
        Your conversations are stored privately, together with the level of concern noted for each message, only so that
        your conversation history (and any help lines that belong with it) is there when you come back. No one reads
        them. You can rename or delete a conversation at any time.
      </p>
    ),
  },
  {
    id: 'memorials',
    title: 'Talking about someone you have lost',
    body: (
      <p>
        On a memorial, the AI can reflect on the person you love, drawing on the photos and words their family shared.
        It never pretends to be them: every memorial conversation begins by saying it is an AI reflection, not the
        person, and that it cannot speak for them.
      </p>
    ),
  },
];
