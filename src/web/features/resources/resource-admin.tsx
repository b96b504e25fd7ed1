/**
 * Admin tools of the resource library: the add/edit form in a dialog, and removal after a
 * confirmation that names the resource. The server checks the admin role on every call; these
 * are only shown when the session says the visitor is an admin.
 */
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
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
import type { z } from 'zod';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormField } from '@web/components/form-field';
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
import { onInvalidFields, placeServerError, useZodForm } from '@web/lib/form';
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
    resourceType: (RESOURCE_TYPES as readonly string[]).includes(r.resourceType)
      ? (r.resourceType as ResourceType)
      : 'article',
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
  // Every field that breaks a rule says so under it at once, the first also in the toast (lib/form.ts).
  const form = useZodForm<FormValues, z.output<typeof createResourceSchema>>(createResourceSchema, {
    defaultValues: resource ? valuesOf(resource) : blank,
  });
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateResource();
  const update = useUpdateResource();
  const pending = create.isPending || update.isPending;
  const suggestions = [...new Set([...RESOURCE_CATEGORIES, ...categories])];

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      if (resource) {
        await update.mutateAsync({ id: resource.id, input });
        toast.success(RESOURCE_MSG.updatedTitle, { description: RESOURCE_MSG.updated });
      } else {
        await create.mutateAsync(input);
        toast.success(RESOURCE_MSG.createdTitle, { description: RESOURCE_MSG.created });
      }
      onOpenChange(false);
    } catch (err) {
      const message = errorText(err, RESOURCE_MSG.saveFailed);
      if (!placeServerError(form, err)) setFailure(message);
      toast.error(RESOURCE_MSG.saveFailedTitle, { description: message });
    }
  }, onInvalidFields(form));

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{resource ? 'Edit resource' : 'Add resource'}</DialogTitle>
          <DialogDescription>
            {resource
              ? 'Change what visitors see for this resource.'
              : 'Add a resource to the library. Everyone can read it, without an account.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={resource ? 'Edit resource' : 'Add resource'}
        >
          <FormField label="Title" error={errors.title?.message}>
            {(field) => <Input {...field} maxLength={RESOURCE_LIMITS.title} {...form.register('title')} />}
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            {(field) => (
              <Textarea {...field} rows={2} maxLength={RESOURCE_LIMITS.description} {...form.register('description')} />
            )}
          </FormField>
          <FormField label="Content" error={errors.content?.message}>
            {(field) => (
              <Textarea {...field} rows={6} maxLength={RESOURCE_LIMITS.content} {...form.register('content')} />
            )}
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Category" error={errors.category?.message}>
              {(field) => (
                <>
                  <Input
                    {...field}
                    list={`${id}-categories`}
                    autoComplete="off"
                    maxLength={RESOURCE_LIMITS.category}
                    {...form.register('category')}
                  />
                  <datalist id={`${id}-categories`}>
                    {suggestions.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
            <Controller
              control={form.control}
              name="resourceType"
              render={({ field: type }) => (
                <FormField label="Type" error={errors.resourceType?.message}>
                  {(field) => (
                    <Select value={type.value} onValueChange={(v) => type.onChange(v as ResourceType)}>
                      <SelectTrigger {...field} ref={type.ref} onBlur={type.onBlur}>
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
                  )}
                </FormField>
              )}
            />
          </div>
          <FormField label="Link (optional)" error={errors.externalUrl?.message}>
            {(field) => (
              <Input
                {...field}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={RESOURCE_LIMITS.externalUrl}
                {...form.register('externalUrl')}
              />
            )}
          </FormField>
          <Controller
            control={form.control}
            name="isFeatured"
            render={({ field: featured }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border bg-secondary/40 p-3">
                <Label htmlFor={`${id}-isFeatured`}>Featured (shown first)</Label>
                <Switch
                  id={`${id}-isFeatured`}
                  ref={featured.ref}
                  checked={featured.value}
                  onCheckedChange={featured.onChange}
                />
              </div>
            )}
          />
          {failure && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure}
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
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
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
