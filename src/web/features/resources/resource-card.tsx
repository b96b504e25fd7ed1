/**
 * One resource (spec section 2): type badge (article primary, others secondary), Featured badge,
 * title, description, content clamped to three lines with a Read more toggle, and Learn More
 * opening the organisation's site in a new tab.
 */
import { useId, useState, type ReactNode } from 'react';
import { ExternalLink, Star } from 'lucide-react';
import { RESOURCE_TYPE_LABELS, type Resource, type ResourceType } from '@shared/schemas/resources';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/** Content shorter than this fits in three lines on every card width, so needs no toggle. */
const CLAMP_TOGGLE_FROM = 140;

export function typeLabel(type: string): string {
  return RESOURCE_TYPE_LABELS[type as ResourceType] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

export function ResourceCard({ resource, actions }: { resource: Resource; actions?: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const long = resource.content.length > CLAMP_TOGGLE_FROM;

  return (
    <Card className="flex w-full flex-col" data-testid="resource-card" data-category={resource.category}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={resource.resourceType === 'article' ? 'default' : 'secondary'}>
            {typeLabel(resource.resourceType)}
          </Badge>
          {resource.isFeatured && (
            <Badge variant="outline" className="border-primary/40 text-primary">
              <Star aria-hidden className="fill-current" />
              Featured
            </Badge>
          )}
          <span className="text-xs text-muted-foreground">{resource.category}</span>
        </div>
        <CardTitle className="text-lg">{resource.title}</CardTitle>
        <CardDescription>{resource.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-1">
        <p
          id={contentId}
          className={cn('text-sm leading-relaxed whitespace-pre-line text-foreground/90', !expanded && 'line-clamp-3')}
        >
          {resource.content}
        </p>
        {long && (
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 py-1"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show less' : 'Read more'}
            <span className="sr-only">: {resource.title}</span>
          </Button>
        )}
      </CardContent>
      {(resource.externalUrl || actions) && (
        <CardFooter className="flex-wrap justify-between gap-2">
          {resource.externalUrl ? (
            <Button asChild variant="outline" size="sm">
              <a href={resource.externalUrl} target="_blank" rel="noopener noreferrer">
                Learn More
                <ExternalLink aria-hidden />
                <span className="sr-only">about {resource.title} (opens in a new tab)</span>
              </a>
            </Button>
          ) : (
            <span />
          )}
          {actions}
        </CardFooter>
      )}
    </Card>
  );
}
