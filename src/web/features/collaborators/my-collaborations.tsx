/**
 * The memorials the signed-in person helps keep (decision 038), on the dashboard under their own:
 * each marked "Collaborator", with View and Add photos. Nothing is shown while there are none.
 */
import { Link } from 'react-router';
import { Flower2, ImagePlus, Users } from 'lucide-react';
import { COLLABORATOR_MSG } from '@shared/messages.collaborators';
import { lifeYears } from '@shared/schemas/memorials';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useMyCollaborations } from './api';

export function MyCollaborations() {
  const { data, isError, refetch, isRefetching } = useMyCollaborations();
  if (isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            We could not load the memorials you help keep just now. They are safe.
          </p>
          <Button size="sm" variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
            {isRefetching ? 'Trying again…' : 'Try again'}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="collaborations-heading" className="space-y-4">
      <h2 id="collaborations-heading" className="text-xl font-semibold">
        Memorials You Help Keep
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((m) => {
          const years = lifeYears(m.birthDate, m.passingDate);
          return (
            <li key={m.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                <div className="relative aspect-video shrink-0 overflow-hidden bg-gradient-to-br from-secondary to-accent/60">
                  {m.thumbUrl ? (
                    <img src={m.thumbUrl} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
                  ) : (
                    <div className="flex size-full items-center justify-center text-primary/70">
                      <Flower2 aria-hidden className="size-10" />
                    </div>
                  )}
                </div>
                <CardContent className="flex flex-1 flex-col gap-3 pt-4">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-serif text-lg leading-tight font-semibold break-words">{m.title}</h3>
                      {years && <p className="mt-1 text-sm text-muted-foreground">{years}</p>}
                    </div>
                    <Badge variant="secondary">
                      <Users aria-hidden />
                      {COLLABORATOR_MSG.ui.collaboratorBadge}
                    </Badge>
                  </div>
                  <div className="mt-auto flex gap-2">
                    <Button asChild size="sm" className="flex-1">
                      <Link to={`/memorial/${m.id}`} aria-label={`View the memorial for ${m.title}`}>
                        View
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="outline" className="flex-1">
                      <Link
                        to={`/memorial/${m.id}/collaborators`}
                        aria-label={`Add photos to the memorial for ${m.title}`}
                      >
                        <ImagePlus aria-hidden />
                        Add photos
                      </Link>
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
