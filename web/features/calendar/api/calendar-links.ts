import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'

/** The calendar's links to the jobs, requests and people an event can name; they change seldom. */
const calendarLinksQuery = queryOptions({
  queryKey: ['calendar', 'links'],
  queryFn: () => call(api.calendar.links.$get()),
  staleTime: 5 * 60_000,
  retry: false,
})

export const useCalendarLinks = () => useQuery(calendarLinksQuery)
