/** Deleting the memorial, after typing its name. */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { MEMORIAL_MSG, type MemorialView } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDeleteMemorial } from '@web/features/memorials/api';
import { errorText } from '@web/lib/errors';

export function DangerZone({
  memorial,
  onDeleting,
}: {
  memorial: MemorialView;
  onDeleting: (deleting: boolean) => void;
}) {
  const navigate = useNavigate();
  const del = useDeleteMemorial(memorial.id);
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const name = memorial.title.trim();
  const matches = typed.trim() === name;

  const confirm = async () => {
    if (!matches) return;
    onDeleting(true);
    try {
      await del.mutateAsync();
    } catch (err) {
      onDeleting(false);
      toast.error('Error', { description: errorText(err, MEMORIAL_MSG.deleteFailed) });
      return;
    }
    // The news comes once the dashboard is there (its code may take a while to arrive). The memorial
    // is gone either way: a navigation that failed still says so, never "could not delete".
    await Promise.resolve(navigate('/dashboard', { replace: true })).catch(() => undefined);
    window.scrollTo({ top: 0 });
    toast.success(MEMORIAL_MSG.deletedTitle, { description: MEMORIAL_MSG.deleted });
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Danger zone</CardTitle>
        <CardDescription>Deleting a memorial removes it and everything in it, for good.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden />
          Delete memorial
        </Button>
      </CardFooter>

      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (del.isPending) return;
          setOpen(o);
          if (!o) setTyped('');
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete the memorial for {name}?</DialogTitle>
            <DialogDescription>
              Its photos, videos, song and guestbook messages will be removed for good, and its links will stop working.
              This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
            className="space-y-4"
          >
            <div className="space-y-2">
              <Label htmlFor={`${ids}-confirm`} className="leading-normal">
                To confirm, type <span className="font-semibold break-all">{name}</span>
              </Label>
              <Input
                id={`${ids}-confirm`}
                autoComplete="off"
                value={typed}
                disabled={del.isPending}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" disabled={del.isPending} onClick={() => setOpen(false)}>
                Keep the memorial
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || del.isPending}>
                {del.isPending ? 'Deleting...' : 'Delete memorial forever'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
