/** The Privacy & Safety card of /profile (spec section 2): its four bullets. */
import { ShieldCheck } from 'lucide-react';
import { SETTINGS_MSG } from '@shared/messages.settings';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

export function PrivacySafetyCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary" />
          {SETTINGS_MSG.profile.privacyTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {SETTINGS_MSG.profile.privacyBullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
