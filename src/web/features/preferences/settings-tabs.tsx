/**
 * Settings → Notifications and Privacy (spec sections 2, 3 and 8): each toggle is saved the moment
 * it changes (shown at once, put back with "Failed to update preferences" when the server refuses).
 * The row is created with the spec's defaults the first time it is read (the server does that).
 */
import { useId, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { MSG } from '@shared/messages';
import { SETTINGS_MSG, type PreferenceToggle, type ToggleText } from '@shared/messages.settings';
import { PREFERENCES_MSG, PROFILE_VISIBILITIES, type UserPreferences } from '@shared/schemas/preferences';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { errorText } from '@web/lib/errors';
import { preferenceKeys, usePreferences, useUpdatePreferences } from './api';

type Change = Partial<Pick<UserPreferences, PreferenceToggle | 'profileVisibility'>>;

/** Saves one change at once, showing it before the answer and putting it back on failure. */
function useSaveAtOnce() {
  const qc = useQueryClient();
  const update = useUpdatePreferences();
  return (change: Change) => {
    const before = qc.getQueryData<UserPreferences>(preferenceKeys.mine);
    if (before) qc.setQueryData<UserPreferences>(preferenceKeys.mine, { ...before, ...change });
    update.mutate(change, {
      onError: (err) => {
        const now = qc.getQueryData<UserPreferences>(preferenceKeys.mine);
        if (now && before) {
          const back = Object.fromEntries(Object.keys(change).map((k) => [k, before[k as keyof UserPreferences]]));
          qc.setQueryData<UserPreferences>(preferenceKeys.mine, { ...now, ...back });
        }
        toast.error(PREFERENCES_MSG.updateFailed, { description: errorText(err, MSG.http.internal) });
      },
    });
  };
}

function ToggleRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

function ToggleRows({
  toggles,
  prefs,
  save,
}: {
  toggles: readonly ToggleText[];
  prefs: UserPreferences;
  save: (change: Change) => void;
}) {
  return toggles.map((t) => (
    <ToggleRow
      key={t.key}
      label={t.label}
      description={t.description}
      checked={prefs[t.key]}
      onChange={(value) => save({ [t.key]: value })}
    />
  ));
}

/** The preferences once loaded; a skeleton while loading; a way to try again when it failed. */
function WithPreferences({ children }: { children: (prefs: UserPreferences) => ReactNode }) {
  const prefs = usePreferences();
  if (prefs.data) return <>{children(prefs.data)}</>;
  if (prefs.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{SETTINGS_MSG.preferences.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void prefs.refetch()}>
          <RefreshCw aria-hidden />
          Try again
        </Button>
      </div>
    );
  return (
    <div aria-busy="true" aria-label={SETTINGS_MSG.preferences.loading} className="space-y-4">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

export function NotificationsTab() {
  const save = useSaveAtOnce();
  const T = SETTINGS_MSG.notifications;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <WithPreferences>
          {(prefs) => (
            <div className="divide-y">
              <ToggleRows toggles={T.toggles} prefs={prefs} save={save} />
            </div>
          )}
        </WithPreferences>
      </CardContent>
    </Card>
  );
}

export function PrivacyTab() {
  const save = useSaveAtOnce();
  const T = SETTINGS_MSG.privacy;
  const visibilityId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <WithPreferences>
          {(prefs) => (
            <div className="divide-y">
              <div className="space-y-1.5 pb-3">
                <Label htmlFor={visibilityId}>{T.visibilityLabel}</Label>
                <Select
                  value={prefs.profileVisibility}
                  onValueChange={(v) => save({ profileVisibility: v as UserPreferences['profileVisibility'] })}
                >
                  <SelectTrigger id={visibilityId} aria-describedby={`${visibilityId}-hint`} className="w-full sm:w-80">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PROFILE_VISIBILITIES.map((v) => (
                      <SelectItem key={v} value={v}>
                        {T.visibility[v]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <p id={`${visibilityId}-hint`} className="text-sm text-muted-foreground">
                  {T.visibilityHint}
                </p>
              </div>
              <ToggleRows toggles={T.toggles} prefs={prefs} save={save} />
            </div>
          )}
        </WithPreferences>
      </CardContent>
    </Card>
  );
}
