/**
 * Admin tools of the resource library: the add/edit form in a dialog, and removal after a
 * confirmation that names the resource. The server checks the admin role on every call; these
 * are only shown when the session says the visitor is an admin.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Loader2, Pencil, Trash2 } from 'lucide-react';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_LIMITS,
  RESOURCE_MSG,
  RESOURCE_TYPES,
  createResourceSchema,
  type Resource,
  type ResourceType,
} from '@shared/schemas/resources';
import { MSG } from '@shared/messages';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { errorText } from '@web/lib/errors';
import { typeLabel } from './resource-card';
import { useCreateResource, useDeleteResource, useUpdateResource } from './api';

interface FormValues {
  title: string;
  description: string;
  content: string;
  category: string;
  resourceType: ResourceType;
  isFeatured: boolean;
  externalUrl: string;
}

const blank: FormValues = {
  title: '',
  description: '',
  content: '',
  category: '',
  resourceType: 'article',
  isFeatured: false,
  externalUrl: '',
};

function valuesOf(r: Resource): FormValues {
  return {
    title: r.title,
    description: r.description,
    content: r.content,
    category: r.category,
    resourceType: (RESOURCE_TYPES as readonly string[]).includes(r.resourceType) ? (r.resourceType as ResourceType) : 'article',
    isFeatured: r.isFeatured,
    externalUrl: r.externalUrl ?? '',
  };
}


/** The add or edit dialog. With `resource` it edits that one; otherwise it adds a new one. */
export function ResourceFormDialog({
  open,
  onOpenChange,
  resource,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resource?: Resource;
  categories: string[];
}) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(() => (resource ? valuesOf(resource) : blank));
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const create = useCreateResource();
  const update = useUpdateResource();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const suggestions = [...new Set([...RESOURCE_CATEGORIES, ...categories])];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createResourceSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
      setError({ field, message: issue?.message ?? MSG.http.badJson });
      if (field) document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    setError(null);
    try {
      if (resource) {
        await update.mutateAsync({ id: resource.id, input: parsed.data });
        toast.success(RESOURCE_MSG.updatedTitle, { description: RESOURCE_MSG.updated });
      } else {
        await create.mutateAsync(parsed.data);
        toast.success(RESOURCE_MSG.createdTitle, { description: RESOURCE_MSG.created });
      }
      onOpenChange(false);
    } catch (err) {
      const message = errorText(err, RESOURCE_MSG.saveFailed);
      setError({ message });
      toast.error(RESOURCE_MSG.saveFailedTitle, { description: message });
    }
  };

  const fieldProps = (field: keyof FormValues) => ({
    id: `${id}-${field}`,
    'aria-invalid': error?.field === field || undefined,
    'aria-describedby': error?.field === field ? `${id}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{resource ? 'Edit resource' : 'Add resource'}</DialogTitle>
          <DialogDescription>
            {resource ? 'Change what visitors see for this resource.' : 'Add a resource to the library. Everyone can read it, without an account.'}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input {...fieldProps('title')} value={values.title} maxLength={RESOURCE_LIMITS.title} onChange={(e) => set('title', e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              {...fieldProps('description')}
              rows={2}
              value={values.description}
              maxLength={RESOURCE_LIMITS.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-content`}>Content</Label>
            <Textarea
              {...fieldProps('content')}
              rows={6}
              value={values.content}
              maxLength={RESOURCE_LIMITS.content}
              onChange={(e) => set('content', e.target.value)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-category`}>Category</Label>
              <Input
                {...fieldProps('category')}
                list={`${id}-categories`}
                autoComplete="off"
                value={values.category}
                maxLength={RESOURCE_LIMITS.category}
                onChange={(e) => set('category', e.target.value)}
              />
              <datalist id={`${id}-categories`}>
                {suggestions.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-resourceType`}>Type</Label>
              <Select value={values.resourceType} onValueChange={(v) => set('resourceType', v as ResourceType)}>
                <SelectTrigger {...fieldProps('resourceType')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {RESOURCE_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {typeLabel(t)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-externalUrl`}>Link (optional)</Label>
            <Input
              {...fieldProps('externalUrl')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.externalUrl}
              maxLength={RESOURCE_LIMITS.externalUrl}
              onChange={(e) => set('externalUrl', e.target.value)}
            />
          </div>
          <div className="flex items-center justify-between gap-4 rounded-lg border bg-secondary/40 p-3">
            <Label htmlFor={`${id}-isFeatured`}>Featured (shown first)</Label>
            <Switch id={`${id}-isFeatured`} checked={values.isFeatured} onCheckedChange={(v) => set('isFeatured', v)} />
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error.message}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 aria-hidden className="animate-spin" />}
              {resource ? 'Save changes' : 'Add resource'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Edit and Delete buttons for one card; Delete asks first, naming the resource. */
export function ResourceAdminActions({ resource, categories }: { resource: Resource; categories: string[] }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource();

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(resource);
      toast.success(RESOURCE_MSG.deletedTitle, { description: RESOURCE_MSG.deleted });
      setConfirming(false);
    } catch (err) {
      toast.error(RESOURCE_MSG.saveFailedTitle, { description: errorText(err, RESOURCE_MSG.deleteFailed) });
    }
  };

  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
        <Pencil aria-hidden />
        Edit<span className="sr-only"> {resource.title}</span>
      </Button>
      <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        Delete<span className="sr-only"> {resource.title}</span>
      </Button>
      {editing && <ResourceFormDialog open onOpenChange={setEditing} resource={resource} categories={categories} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${resource.title}”?`}
        description="It will be removed from the library for everyone. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
