/**
 * Your Connections (spec section 2; decision 036, 4): each grief buddy's name (or Anonymous User),
 * bio, the day they connected in the reader's own date format, and how many of their messages are
 * unread; Message opens the private conversation under the list.
 */
import { useId } from 'react';
import { MessageCircle, Users } from 'lucide-react';
import { PEER_MSG, type PeerConnection } from '@shared/schemas/peer-support';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { personName, readerDate } from './person';

export function ConnectionsCard({
  connections,
  openId,
  onOpen,
  children,
}: {
  connections: PeerConnection[];
  /** The connection whose conversation is open. */
  openId: string | null;
  onOpen: (id: string) => void;
  /** The open conversation, shown under the list. */
  children?: React.ReactNode;
}) {
  const ids = useId();
  return (
    <Card role="region" aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <h2 id={`${ids}-title`} className="font-serif text-xl leading-tight font-semibold">
          {PEER_MSG.connectionsTitle}
        </h2>
      </CardHeader>
      <CardContent className="space-y-5">
        {connections.length === 0 ? (
          <div className="flex flex-col items-center py-6 text-center">
            <Users aria-hidden className="size-8 text-primary" />
            <p className="mt-3 text-muted-foreground">{PEER_MSG.connectionsEmpty}</p>
          </div>
        ) : (
          <ul className="space-y-3" aria-label={PEER_MSG.connectionsTitle}>
            {connections.map((c) => {
              const name = personName(c.person);
              return (
                <li
                  key={c.id}
                  aria-label={name}
                  className={cn(
                    'flex flex-wrap items-start justify-between gap-3 rounded-lg border bg-card p-4',
                    openId === c.id && 'border-primary/50',
                  )}
                >
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium break-words">{name}</span>
                      {c.unread > 0 && <Badge data-testid="peer-unread">{c.unread} unread</Badge>}
                    </p>
                    {c.person.bio && <p className="text-sm break-words text-foreground/80">{c.person.bio}</p>}
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={c.connectedAt}>{PEER_MSG.connectedOn(readerDate(c.connectedAt))}</time>
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={openId === c.id ? 'secondary' : 'outline'}
                    onClick={() => onOpen(c.id)}
                    aria-label={`${PEER_MSG.openConversation} ${name}`}
                    aria-expanded={openId === c.id}
                  >
                    <MessageCircle aria-hidden />
                    {PEER_MSG.openConversation}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
