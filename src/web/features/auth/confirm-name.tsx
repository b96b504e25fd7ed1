/**
 * After signing up with a provider (decision 039): the display name the provider gave, shown for
 * confirmation or change before going on, as a password sign-up asks for it.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { IDENTITY_MSG } from '@shared/messages.identities';
import { MSG } from '@shared/messages';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { errorText } from '@web/lib/errors';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse, ProfileUpdateInput } from '@shared/schemas/auth';
import type { SessionResponse } from '@shared/schemas/session';
import { api } from '@web/lib/api';
import { SESSION_KEY } from '@web/lib/session';

const M = IDENTITY_MSG.confirmName;

export function ConfirmName({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState(profile.displayName);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const onSubmit = async () => {
    try {
      // The server checks the name (the spec's display-name rules) and says what is wrong.
      setSaving(true);
      const input: ProfileUpdateInput = { displayName: name, bio: profile.bio };
      const saved = (await api.put<ProfileResponse>('/api/profile', input)).profile;
      // Every screen reads the name from the session.
      qc.setQueryData<SessionResponse>(SESSION_KEY, (old) => (old?.user ? { ...old, profile: saved } : old));
      await navigate('/dashboard', { replace: true });
      toast.success(MSG.auth.welcomeTitle, { description: MSG.auth.welcome });
    } catch (err) {
      setError(errorText(err, IDENTITY_MSG.errors.failed));
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={M.title}
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <h2 className="text-lg font-semibold">{M.title}</h2>
      <p className="text-sm text-muted-foreground">{M.description}</p>
      <FormField label={M.label} error={error}>
        {(field) => (
          <Input
            {...field}
            value={name}
            maxLength={100}
            autoComplete="nickname"
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={saving}>
        {saving ? M.saving : M.save}
      </Button>
    </form>
  );
}
