import { Component, type ReactNode } from 'react'
import { ErrorScreen } from './error-screen.tsx'

/** Catches failures outside the router (providers, the shell itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
  }

  reset = () => this.setState({ error: null })

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} reset={this.reset} />
    return this.props.children
  }
}
