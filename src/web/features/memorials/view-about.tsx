/**
 * "About this memorial", the memorial page's second panel (the spec leaves its details open): the
 * dates written out in full, what the gallery holds, and for the owner the way to edit it.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarHeart, Globe, Images, Lock, Pencil } from 'lucide-react';
import type { MemorialView } from '@shared/schemas/memorials';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { longDate } from '@web/lib/dates';
import { useRenderingHtml } from '@web/lib/hydration';
import { entryDate, plural } from './view-utils';

export function AboutPanel({ memorial }: { memorial: MemorialView }) {
  const headingId = useId();
  const born = longDate(memorial.birthDate);
  const passed = longDate(memorial.passingDate);
  const photos = memorial.media.filter((m) => m.mediaType === 'photo').length;
  const videos = memorial.media.length - photos;
  const created = entryDate(memorial.createdAt, !useRenderingHtml());

  const gallery =
    photos + videos === 0
      ? 'No photos or videos yet'
      : [photos && plural(photos, 'photo'), videos && plural(videos, 'video')].filter(Boolean).join(' and ');

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="font-serif text-xl leading-tight font-semibold">
            About this memorial
          </h2>
          {memorial.isOwner && (
            <Badge variant="secondary">
              {memorial.isPublic ? <Globe aria-hidden /> : <Lock aria-hidden />}
              {memorial.isPublic ? 'Public' : 'Private'}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          {(born || passed) && (
            <div>
              <dt className="sr-only">Dates</dt>
              <dd className="flex gap-3 text-foreground">
                <CalendarHeart aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                {/* A dot between the dates that disappears when the second date wraps to a new line. */}
                <span className="block min-w-0 overflow-hidden">
                  <span className="-ml-4 flex flex-wrap">
                    {[born && `Born ${born}`, passed && `Passed ${passed}`].filter(Boolean).map((text) => (
                      <span
                        key={text as string}
                        className="relative pl-4 whitespace-nowrap before:absolute before:top-1/2 before:left-1.5 before:size-1 before:-translate-y-1/2 before:rounded-full before:bg-muted-foreground"
                      >
                        {text}
                      </span>
                    ))}
                  </span>
                </span>
              </dd>
            </div>
          )}
          <div>
            <dt className="sr-only">Photos and videos</dt>
            <dd className="flex gap-3 text-foreground">
              <Images aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {gallery}
            </dd>
          </div>
          {created && (
            <div>
              <dt className="sr-only">Created</dt>
              <dd className="pl-7 text-muted-foreground">Memorial created {created}</dd>
            </div>
          )}
        </dl>
      </CardContent>
      {memorial.isOwner && (
        <CardFooter>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={`/memorial/${memorial.id}/edit`}>
              <Pencil aria-hidden />
              Edit memorial
            </Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
