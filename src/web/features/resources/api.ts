/** Resource library API calls and TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateResourceInput,
  Resource,
  ResourceListResponse,
  ResourceResponse,
  UpdateResourceInput,
} from '@shared/schemas/resources';
import { RESOURCES_KEY } from '@shared/constants';
import { api } from '@web/lib/api';

export const resourceKeys = { all: RESOURCES_KEY };

export function useResources() {
  return useQuery({
    queryKey: resourceKeys.all,
    queryFn: async () => (await api.get<ResourceListResponse>('/api/resources')).resources,
    staleTime: 5 * 60_000,
  });
}

export function useCreateResource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateResourceInput) =>
      (await api.post<ResourceResponse>('/api/resources', input)).resource,
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export function useUpdateResource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateResourceInput }) =>
      (await api.patch<ResourceResponse>(`/api/resources/${id}`, input)).resource,
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export function useDeleteResource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (resource: Pick<Resource, 'id'>) => api.delete<{ ok: true }>(`/api/resources/${resource.id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
