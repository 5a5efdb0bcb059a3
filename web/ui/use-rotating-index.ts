import { useEffect, useState } from 'react'

/** Cycles 0..length-1, one step every intervalMs. */
export function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs)
    return () => clearInterval(timer)
  }, [length, intervalMs])
  return index
}
