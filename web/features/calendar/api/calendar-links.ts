import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CalendarLinks } from '../../../../domain/calendar/links.ts'
import { apiRequest } from '../../../app/api-client.ts'

/** The calendar's links to the jobs, requests and people an event can name; they change seldom. */
export const calendarLinksQuery = queryOptions({
  queryKey: ['calendar', 'links'],
  queryFn: () => apiRequest<CalendarLinks>('GET', '/api/calendar/links'),
  staleTime: 5 * 60_000,
  retry: false,
})

export const useCalendarLinks = () => useQuery(calendarLinksQuery)
