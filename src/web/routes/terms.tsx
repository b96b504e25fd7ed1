import { DocumentPage } from '@web/components/document-page';
import { LAST_UPDATED, termsSections } from '@web/features/legal/terms-sections';

/** Terms & Conditions (spec section 2, "Terms (/terms)"). */
export default function TermsPage() {
  return (
    <DocumentPage
      title="Terms & Conditions"
      subtitle={<p className="mt-2 text-sm text-muted-foreground">Last updated {LAST_UPDATED}</p>}
      idPrefix="terms"
      sections={termsSections}
      numbered
    />
  );
}
