import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TeamTaskView } from '../../../../domain/team/tasks.ts'
import { apiRequest } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/** The tasks the shop's orders opened for the team (GET /api/team/tasks): open first. */
const teamTasksQuery = queryOptions({
  queryKey: ['team', 'tasks'],
  queryFn: async () => (await apiRequest<{ tasks: TeamTaskView[] }>('GET', '/api/team/tasks')).tasks,
  ...CACHE_PRESETS.ephemeral,
})

export const useTeamTasks = () => useQuery(teamTasksQuery)

export function useCompleteTeamTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await apiRequest<{ tasks: TeamTaskView[] }>(
          'POST',
          `/api/team/tasks/${encodeURIComponent(id)}/done`,
          {},
        )
      ).tasks,
    onSuccess: (tasks) => queryClient.setQueryData(teamTasksQuery.queryKey, tasks),
  })
}
