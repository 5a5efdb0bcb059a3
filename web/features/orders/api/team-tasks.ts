import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/** The tasks the shop's orders opened for the team (GET /api/team/tasks): open first. */
const teamTasksQuery = queryOptions({
  queryKey: ['team', 'tasks'],
  queryFn: async () => (await call(api.team.tasks.$get())).tasks,
  ...CACHE_PRESETS.ephemeral,
})

export const useTeamTasks = () => useQuery(teamTasksQuery)

export function useCompleteTeamTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await call(api.team.tasks[':id'].done.$post({ param: { id: encodeURIComponent(id) } }))).tasks,
    onSuccess: (tasks) => queryClient.setQueryData(teamTasksQuery.queryKey, tasks),
  })
}
