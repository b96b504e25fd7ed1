/**
 * Sharing the referral link (spec sections 2 and 10): Twitter, Facebook and LinkedIn open their
 * share page in a 600x400 popup; Email opens the person's mail program.
 */
import { toast } from 'sonner';
import { REFERRAL_MSG } from '@shared/messages.referrals';

export const SHARE_POPUP_FEATURES = 'width=600,height=400';

export type ShareTarget = 'twitter' | 'facebook' | 'linkedin' | 'email';

export const SHARE_LABELS: Record<ShareTarget, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  email: 'Email',
};

export function shareUrl(target: ShareTarget, link: string, text: string): string {
  const u = encodeURIComponent(link);
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(REFERRAL_MSG.shareSubject)}&body=${encodeURIComponent(`${text}\n\n${link}`)}`;
  }
}

/** Opens the share page in a 600x400 popup (the mail program for Email). */
export function share(target: ShareTarget, link: string, text: string): void {
  const url = shareUrl(target, link, text);
  if (target === 'email') {
    window.location.href = url;
    return;
  }
  const popup = window.open(url, `share-${target}`, SHARE_POPUP_FEATURES);
  if (popup) popup.opener = null;
}

/** Copies `text` and says "Copied!" (or how to copy it by hand when the browser refuses). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(REFERRAL_MSG.copied);
    return true;
  } catch {
    toast.error(REFERRAL_MSG.copyFailed);
    return false;
  }
}
