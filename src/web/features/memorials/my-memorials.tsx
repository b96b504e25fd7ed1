/** "Your Memorials" on the dashboard: the memorials the signed-in user made, with View and Edit. */
import { Link } from 'react-router';
import { Flower2, Globe, Lock, Pencil, Plus } from 'lucide-react';
import { lifeYears, type MemorialSummary } from '@shared/schemas/memorials';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMyMemorials } from './api';

function MemorialCard({ memorial }: { memorial: MemorialSummary }) {
  const years = lifeYears(memorial.birthDate, memorial.passingDate);
  return (
    <li>
      <Card className="flex h-full flex-col overflow-hidden">
        <div className="relative aspect-video shrink-0 overflow-hidden bg-gradient-to-br from-secondary to-accent/60">
          {memorial.thumbUrl ? (
            <img src={memorial.thumbUrl} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-primary/70">
              <Flower2 aria-hidden className="size-10" />
            </div>
          )}
        </div>
        <CardContent className="flex flex-1 flex-col gap-3 pt-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-serif text-lg leading-tight font-semibold break-words">{memorial.title}</h3>
              {years && <p className="mt-1 text-sm text-muted-foreground">{years}</p>}
            </div>
            {memorial.isPublic ? (
              <Badge variant="secondary">
                <Globe aria-hidden />
                Public
              </Badge>
            ) : (
              <Badge variant="outline">
                <Lock aria-hidden />
                Private
              </Badge>
            )}
          </div>
          <div className="mt-auto flex gap-2">
            <Button asChild size="sm" className="flex-1">
              <Link to={`/memorial/${memorial.id}`} aria-label={`View the memorial for ${memorial.title}`}>
                View
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline" className="flex-1">
              <Link to={`/memorial/${memorial.id}/edit`} aria-label={`Edit the memorial for ${memorial.title}`}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

export function MyMemorials() {
  const { data, isPending, isError, refetch, isRefetching } = useMyMemorials();

  return (
    <section aria-labelledby="my-memorials-heading" className="space-y-4">
      <h2 id="my-memorials-heading" className="text-xl font-semibold">
        Your Memorials
      </h2>

      {isPending ? (
        <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading your memorials…</span>
          {[0, 1, 2].map((i) => (
            <Card key={i} className="overflow-hidden">
              <Skeleton className="aspect-video rounded-none" />
              <CardContent className="space-y-2 pt-4">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-9 w-full" />
              </CardContent>
            </Card>
          ))}
        </div>
      ) : isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">We could not load your memorials just now. They are safe.</p>
            <Button size="sm" variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
              {isRefetching ? 'Trying again…' : 'Try again'}
            </Button>
          </CardContent>
        </Card>
      ) : data.length === 0 ? (
        <Card className="border-dashed">
          <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
              <Flower2 aria-hidden className="size-6" />
            </span>
            <p className="text-muted-foreground">You haven&apos;t created a memorial yet.</p>
            <Button asChild>
              <Link to="/create-memorial">
                <Plus aria-hidden />
                Create Memorial
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((m) => (
            <MemorialCard key={m.id} memorial={m} />
          ))}
        </ul>
      )}
    </section>
  );
}
