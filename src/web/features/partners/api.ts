/** The calls of /partners, /support and their admin sections (contract: src/shared/schemas/partners.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPartnerApplicationsResponse,
  AdminSupportRequestsResponse,
  PartnerApplicationCreated,
  PartnerApplicationInput,
  PartnerApplicationStatus,
  PartnerDownload,
  SupportContact,
  SupportRequestCreated,
  SupportRequestInput,
  SupportRequestStatus,
} from '@shared/schemas/partners';
import { SUPPORT_CONTACT_KEY } from '@shared/constants';
import { api } from '@web/lib/api';

export const outreachKeys = {
  contact: SUPPORT_CONTACT_KEY,
  applications: ['admin', 'partner-applications'] as const,
  requests: ['admin', 'support-requests'] as const,
};

export function useApplyAsPartner() {
  return useMutation({
    mutationFn: (input: PartnerApplicationInput) =>
      api.post<PartnerApplicationCreated>('/api/partners/applications', input),
  });
}

export function useSupportContact() {
  return useQuery({
    queryKey: outreachKeys.contact,
    queryFn: () => api.get<SupportContact>('/api/support/contact'),
    staleTime: 5 * 60_000,
  });
}

export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (input: SupportRequestInput) => api.post<SupportRequestCreated>('/api/support/requests', input),
  });
}

/**
 * Fetches one of the PDFs and saves it through a blob and a link, so that a failure can be told
 * (a plain link would leave a broken download, or an error page, with no word from us).
 */
export async function savePartnerPdf(download: PartnerDownload): Promise<void> {
  const res = await fetch(`/api/partners/downloads/${download.file}`, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const blob = await res.blob();
  if (blob.type !== 'application/pdf' || blob.size === 0) throw new Error('download failed: not a PDF');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = download.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run; the URL is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function usePartnerApplications() {
  return useQuery({
    queryKey: outreachKeys.applications,
    queryFn: () => api.get<AdminPartnerApplicationsResponse>('/api/admin/partner-applications'),
  });
}

export function useSupportRequests() {
  return useQuery({
    queryKey: outreachKeys.requests,
    queryFn: () => api.get<AdminSupportRequestsResponse>('/api/admin/support-requests'),
  });
}

export function useSetApplicationStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PartnerApplicationStatus }) =>
      api.patch(`/api/admin/partner-applications/${id}`, { status }),
    onSuccess: () => qc.invalidateQueries({ queryKey: outreachKeys.applications }),
  });
}

export function useSetRequestStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupportRequestStatus }) =>
      api.patch(`/api/admin/support-requests/${id}`, { status }),
    onSuccess: () => qc.invalidateQueries({ queryKey: outreachKeys.requests }),
  });
}
