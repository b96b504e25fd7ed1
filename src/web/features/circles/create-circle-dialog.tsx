/**
 * The Create Circle dialog (spec sections 2, 5 and 8), loaded when it is first opened. Creating
 * needs the Support Circles feature of a paid plan (or the trial): without it, or when the server
 * says so (403 PREMIUM_FEATURE), the dialog shows the calm plan card, never an Error toast
 * (decision 033). A new circle opens at once: its creator is its admin.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@shared/messages';
import { CIRCLE_MSG } from '@shared/schemas/circles';
import { PlanLimitCard } from '@web/components/plan-limit-card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { errorText, hasCode } from '@web/lib/errors';
import { useCreateCircle } from './api';
import { CircleForm } from './circle-form';
import { setCircleSupport } from './words-support';

export default function CreateCircleDialog({
  open,
  onOpenChange,
  canCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canCreate: boolean;
}) {
  const create = useCreateCircle();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  const premium = !canCreate || refused;

  return (
    <Dialog open={open} onOpenChange={(o) => !create.isPending && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{CIRCLE_MSG.createCircle}</DialogTitle>
          <DialogDescription>{CIRCLE_MSG.pageIntro}</DialogDescription>
        </DialogHeader>
        {premium ? (
          <PlanLimitCard title={MSG.plan.premiumTitle} testId="circles-premium" focus={refused}>
            {MSG.plan.premium('Support Circles')}
          </PlanLimitCard>
        ) : (
          <CircleForm
            formLabel={CIRCLE_MSG.createCircle}
            submitLabel={CIRCLE_MSG.createCircle}
            withModeration={false}
            pending={create.isPending}
            initial={{
              name: '',
              circleType: 'general',
              description: '',
              isPrivate: false,
              requiresApproval: false,
              holdNewAccountPosts: false,
            }}
            onCancel={() => onOpenChange(false)}
            onSubmit={async ({ name, circleType, description, isPrivate }) => {
              try {
                const { circle, support } = await create.mutateAsync({ name, circleType, description, isPrivate });
                // Saved as written; the circle's page shows what the crisis screen read (decision 045).
                setCircleSupport(support, circle.id);
                onOpenChange(false);
                // The news comes once the circle's page is there (its code may take a while to arrive).
                await navigate(`/support-circles/${circle.id}`);
                toast.success(CIRCLE_MSG.created);
                return null;
              } catch (err) {
                if (hasCode(err, 'PREMIUM_FEATURE')) {
                  setRefused(true);
                  return null;
                }
                // Spec section 8: "Error" with the message, or Failed to create circle.
                const description = hasCode(err, 'UNAUTHENTICATED')
                  ? CIRCLE_MSG.notAuthenticated
                  : errorText(err, CIRCLE_MSG.createFailed);
                toast.error(CIRCLE_MSG.errorTitle, { description });
                return err;
              }
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
