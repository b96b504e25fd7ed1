/**
 * The family's tools on the memorial page (decision 038), never in a visitor's way: a toolbar at
 * the top for whoever may change something, and a "Manage" area at the foot for the owner's QR
 * code, sharing, reminders and export. What shows is what the server says the caller may do (`can`).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Pencil, Settings2, Users } from 'lucide-react';
import type { MemorialView } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';

const manages = (m: MemorialView) => m.can.share || m.can.exportSite || m.can.reminders;

export function OwnerToolbar({ memorial }: { memorial: MemorialView }) {
  const { can } = memorial;
  if (!can.edit && !can.story && !manages(memorial) && !can.manageCollaborators) return null;
  return (
    <nav
      aria-label="Your tools for this memorial"
      className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card/80 px-3 py-2 text-sm"
    >
      <span className="mr-auto text-muted-foreground">
        {can.edit ? 'You look after this memorial.' : 'You help tell this story.'}
      </span>
      {can.edit && (
        <Button asChild size="sm" variant="outline">
          <Link to={`/memorial/${memorial.id}/edit`}>
            <Pencil aria-hidden />
            Edit details and photos
          </Link>
        </Button>
      )}
      {(can.manageCollaborators || can.story) && (
        <Button asChild size="sm" variant="outline">
          <Link to={`/memorial/${memorial.id}/collaborators`}>
            <Users aria-hidden />
            Collaborators
          </Link>
        </Button>
      )}
      {manages(memorial) && (
        <Button asChild size="sm" variant="outline">
          <a href="#manage">
            <Settings2 aria-hidden />
            Manage: QR code, sharing, reminders, export
          </a>
        </Button>
      )}
    </nav>
  );
}

/** The owner's area at the foot of the page; nothing at all for anyone else. */
export function ManageArea({ memorial, children }: { memorial: MemorialView; children: ReactNode }) {
  if (!manages(memorial)) return null;
  return (
    <section id="manage" aria-labelledby="manage-heading" className="mt-16 scroll-mt-6 border-t border-border pt-10">
      <h2 id="manage-heading" className="text-2xl font-semibold">
        Manage this memorial
      </h2>
      <p className="mt-1 text-muted-foreground">Only you see this part of the page.</p>
      <div className="mt-6 grid items-start gap-6 md:grid-cols-2">{children}</div>
    </section>
  );
}
