import { useEffect, useRef, useState } from 'react'
import type { TeamId } from '../../../domain/hubs/hubs.ts'
import { useOnline } from '../../app/connectivity.ts'
import { useFetchPhoto, useSyncDatabase } from '../../app/sync/sync-provider.tsx'
import { useEvents } from '../calendar/use-events.ts'
import { prepareVisit } from './prepare-visit.ts'
import { crewJobsRange, upcomingCrewJobs } from './visit-needs.ts'

/*
 * The crew's phone gets today's and the next two days' installations ready for the site by itself,
 * while it has a connection: once per job each time the app starts, again for a job that arrives or
 * moves, and once more when the network comes back for one that was not all there.
 */
export default function CrewVisitsRunner({ user }: { user: { id: string; teamId: string } }) {
  // Fixed for the app's life, as a dashboard's day is: the next start looks at the next days.
  const [now] = useState(() => new Date())
  const events = useEvents({ ...crewJobsRange(now), teamId: user.teamId as TeamId })
  const sync = useSyncDatabase()
  const fetchPhoto = useFetchPhoto()
  const online = useOnline()
  /** Jobs handled in this app start, by id and booking: a job moved to another day is looked at again. */
  const handled = useRef(new Set<string>())

  const jobs = events ? upcomingCrewJobs(events, user, now) : []
  const jobsKey = jobs.map((job) => `${job.id}@${job.start}`).join(' ')
  useEffect(() => {
    if (!online || !sync || !fetchPhoto || jobsKey === '') return
    for (const key of jobsKey.split(' ')) {
      if (handled.current.has(key)) continue
      handled.current.add(key)
      const id = key.slice(0, key.lastIndexOf('@'))
      void prepareVisit({ kind: 'event', id }, { userId: user.id, sync, fetchPhoto }).then(
        // Something missing: tried again when the network is next back.
        (record) => record && Object.keys(record.problems).length > 0 && handled.current.delete(key),
        (error: unknown) => console.error(`Installation ${id} could not be made available offline`, error),
      )
    }
  }, [jobsKey, online, sync, fetchPhoto, user.id])
  return null
}
