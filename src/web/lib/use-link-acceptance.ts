/**
 * What a page that accepts an emailed link shares (a memorial handed on, an invitation to help
 * keep one): its title, the accept action whose refusal is said in words, and focus moved to the
 * answer so a screen reader hears it.
 */
import { useEffect, useRef, useState } from 'react';
import { APP_NAME } from '@shared/constants';
import { errorText } from '@web/lib/errors';

export function useLinkAcceptance(pageTitle: string, accept: () => Promise<unknown>, failed: string) {
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    document.title = `${pageTitle} · ${APP_NAME}`;
  }, [pageTitle]);

  const onAccept = async () => {
    setAcceptError(null);
    try {
      await accept();
    } catch (err) {
      setAcceptError(errorText(err, failed));
    }
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  return { acceptError, messageRef, onAccept };
}
