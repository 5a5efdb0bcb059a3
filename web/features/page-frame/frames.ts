import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Pages whose capability arrives with a later issue. Each renders a real, translated frame
 * until then; docs/page-frames.md lists them with the issue that completes each.
 */
export interface Frame {
  title: MessageDescriptor
  description: MessageDescriptor
  related: { to: string; label: MessageDescriptor }[]
}

const toEstimate = { to: '/homeowner-estimate', label: msg`Get Estimate` }
const toHome = { to: '/', label: msg`Home` }
const toPortal = { to: '/internal', label: msg`Employee Home` }
const toSignIn = { to: '/team-login', label: msg`Sign In` }
const toShowcase = { to: '/installer-showcase', label: msg`Installer Showcase` }
const toEstimator = { to: '/estimator', label: msg`Estimator` }
const toProjects = { to: '/my-projects', label: msg`My Projects` }
const toJobBoard = { to: '/job-board', label: msg`Job Board` }

export const FRAMES = {
  internal: {
    title: msg`Internal Team Portal`,
    description: msg`Estimator, calendar, inventory and reports for the Atlanta, Florida and Carolinas teams.`,
    related: [toSignIn, toEstimator, toHome],
  },
  teamDashboard: {
    title: msg`Team Dashboard`,
    description: msg`Today's and this week's installations, assigned jobs and low-stock alerts for your hub.`,
    related: [
      { to: '/calendar', label: msg`Team Calendar` },
      { to: '/inventory', label: msg`Inventory Manager` },
      { to: '/reports', label: msg`Performance Reports` },
    ],
  },
  teamMemberDashboard: {
    title: msg`Team Member Dashboard`,
    description: msg`Your assigned installations, schedule and the stock at your hub.`,
    related: [{ to: '/calendar', label: msg`Team Calendar` }, toEstimator, toPortal],
  },
  gotoProjects: {
    title: msg`Opening your projects`,
    description: msg`Taking you to your projects.`,
    related: [toProjects, toJobBoard],
  },
  accessProjects: {
    title: msg`Access Projects`,
    description: msg`Find the projects you post as a homeowner or the jobs you work on as an installer.`,
    related: [toProjects, toJobBoard, toSignIn],
  },
  installerShowcase: {
    title: msg`Installer Showcase`,
    description: msg`Certified installers across the Southeast, with their portfolios, ratings and reviews.`,
    related: [toEstimate, { to: '/post-job', label: msg`Post Project` }],
  },
  portfolio: {
    title: msg`Installer Portfolio`,
    description: msg`Completed installations with before and after photos.`,
    related: [toShowcase, toEstimate],
  },
  installerProfile: {
    title: msg`Installer Profile`,
    description: msg`Company, service area, certifications, rating and reviews.`,
    related: [toShowcase, { to: '/post-job', label: msg`Post Project` }],
  },
  jobBoard: {
    title: msg`Job Board`,
    description: msg`Open homeowner projects near your service area, with their measurements and photos.`,
    related: [toProjects, toEstimator],
  },
  jobDetails: {
    title: msg`Job Details`,
    description: msg`The project's windows, photos and timeline, and your bid.`,
    related: [toJobBoard, toProjects],
  },
  postJob: {
    title: msg`Post Project`,
    description: msg`Describe your project, attach a saved estimate and receive bids from certified installers.`,
    related: [toProjects, toEstimator, toShowcase],
  },
  myProjects: {
    title: msg`My Projects`,
    description: msg`Your projects, the bids they received and your conversations with installers.`,
    related: [{ to: '/post-job', label: msg`Post Project` }, toEstimator],
  },
  projectDetails: {
    title: msg`Project Details`,
    description: msg`Status, bids, messages and schedule of this project.`,
    related: [toProjects, { to: '/post-job', label: msg`Post Project` }],
  },
  admin: {
    title: msg`Admin Dashboard`,
    description: msg`Users, roles, pricing sheet, catalog and system settings.`,
    related: [
      { to: '/admin/orders', label: msg`Orders` },
      toPortal,
      { to: '/reports', label: msg`Performance Reports` },
    ],
  },
  calendar: {
    title: msg`Team Calendar`,
    description: msg`Installation events per team and hub, by day, week and month.`,
    related: [
      { to: '/team-dashboard', label: msg`Team Dashboard` },
      { to: '/inventory', label: msg`Inventory Manager` },
    ],
  },
  inventory: {
    title: msg`Inventory Manager`,
    description: msg`Film rolls per hub: receive, count, transfer and cut, with a full audit log.`,
    related: [
      { to: '/calendar', label: msg`Team Calendar` },
      { to: '/reports', label: msg`Performance Reports` },
    ],
  },
  reports: {
    title: msg`Performance Reports`,
    description: msg`Sales by hub, product and month, installations completed and inventory turnover.`,
    related: [{ to: '/inventory', label: msg`Inventory Manager` }, toPortal],
  },
} satisfies Record<string, Frame>

export type FrameId = keyof typeof FRAMES
