/** "Export my data": the latest export (polled while it is being prepared) and asking for a new one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportResponse, DataExportView } from '@shared/schemas/exports';
import { api } from '@web/lib/api';

export const exportKeys = { latest: ['exports', 'latest'] as const };

/** How often the progress is asked for while the export is being prepared. */
const POLL_MS = 1000;

export const isPreparing = (e: DataExportView | null | undefined) => e?.status === 'pending' || e?.status === 'running';

export function useLatestExport() {
  return useQuery({
    queryKey: exportKeys.latest,
    queryFn: async () => (await api.get<DataExportResponse>('/api/exports/latest')).export,
    refetchInterval: (query) => (isPreparing(query.state.data) ? POLL_MS : false),
  });
}

export function useStartExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<DataExportResponse>('/api/exports')).export,
    onSuccess: (started) => qc.setQueryData(exportKeys.latest, started),
    // One already running (409): show it and its progress.
    onError: () => void qc.invalidateQueries({ queryKey: exportKeys.latest }),
  });
}
