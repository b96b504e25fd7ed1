/** The billing calls of /pricing (contract: src/shared/schemas/billing.ts). */
import { useQuery } from '@tanstack/react-query';
import type { BillingInfo, CheckoutResponse, PortalResponse, PurchasablePlan } from '@shared/schemas/billing';
import { BILLING_INFO_KEY } from '@shared/constants';
import { api } from '@web/lib/api';

export const billingKeys = { info: BILLING_INFO_KEY };

/** Whether this site takes payments ('stripe') or its admins grant plans ('manual'). */
export function useBillingInfo() {
  return useQuery({
    queryKey: billingKeys.info,
    queryFn: () => api.get<BillingInfo>('/api/billing'),
    staleTime: 5 * 60_000,
  });
}

/**
 * Opens a page of the payment provider in a new tab. The tab is opened at once, in the click
 * (a tab opened after an awaited call would be blocked as a pop-up), and sent to the URL when it
 * arrives; closed again if the call fails, which then throws.
 */
async function openInNewTab(getUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await getUrl();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

export function openCheckout(plan: PurchasablePlan): Promise<void> {
  return openInNewTab(async () => (await api.post<CheckoutResponse>('/api/billing/checkout', { plan })).url);
}

export function openPortal(): Promise<void> {
  return openInNewTab(async () => (await api.post<PortalResponse>('/api/billing/portal')).url);
}
