/** The library's cards: while they load, and a category's resources (with the admin's actions on each). */
import { RESOURCE_MSG, type Resource } from '@shared/schemas/resources';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ResourceAdminActions } from './resource-admin';
import { ResourceCard } from './resource-card';

export function LoadingCards() {
  return (
    <div
      role="status"
      aria-label="Loading resources"
      aria-busy="true"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i}>
          <CardHeader className="gap-3">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </CardHeader>
          <CardContent className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function ResourceGrid({
  items,
  isAdmin,
  categories,
}: {
  items: Resource[];
  isAdmin: boolean;
  categories: string[];
}) {
  if (items.length === 0) {
    return <p className="py-12 text-center text-muted-foreground">{RESOURCE_MSG.emptyCategory}</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((r) => (
        <li key={r.id} className="flex">
          <ResourceCard
            resource={r}
            actions={isAdmin ? <ResourceAdminActions resource={r} categories={categories} /> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
