/** Every route of the product. No URL is written by hand anywhere else. */
export const paths = {
  welcome: '/',
  signIn: '/signin',
  signUp: '/signup',
  emailVerification: (email?: string) =>
    email ? `/email-verification?email=${encodeURIComponent(email)}` : '/email-verification',
  authConfirm: '/auth/confirm',
  authCallback: '/auth/callback',
  resetPassword: '/reset-password',
  guestOpportunities: '/guest-opportunities',
  signupPrompt: '/signup-prompt',
  envTest: '/env-test',
  authDebug: '/auth-debug',
  profileSelection: '/profile-selection',

  home: '/home',
  /** One post, opened above the feed with its comments. */
  post: (id: string) => `/home?post=${id}`,
  createPost: (t?: number) => (t === undefined ? '/home?create=post' : `/home?create=post&t=${t}`),
  opportunities: '/opportunities',
  createOpportunity: '/opportunities?create=opportunity',
  /** One opportunity opened on /opportunities; its edit form; its applicants on /my-opportunities; as a guest sees it. */
  opportunity: (id: string) => `/opportunities?id=${id}`,
  editOpportunity: (id: string) => `/opportunities?edit=${id}`,
  manageOpportunity: (id: string) => `/my-opportunities?id=${id}`,
  guestOpportunity: (id: string) => `/guest-opportunities?id=${id}`,
  discovery: '/discovery',
  funding: '/funding',
  universityMou: '/university/mou',
  universityVerifications: '/university/verifications',

  profile: (userId: string) => `/profile/${userId}`,
  myProfile: '/my-profile',
  /** Saved: the opportunities tab, the posts tab and the alerts tab. */
  savedOpportunities: '/saved-opportunities',
  savedPosts: '/saved-posts',
  savedAlerts: '/saved-alerts',
  /** /opportunities with a search's filters (the query string `applyFilters` writes). */
  opportunitiesSearch: (search: URLSearchParams) => (search.size ? `/opportunities?${search}` : '/opportunities'),
  notifications: '/notifications',
  apply: (opportunityId: string) => `/apply/${opportunityId}`,
  settings: '/settings',
  search: '/search',
  searchQuery: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  hashtag: (tag: string) => `/search?tag=${encodeURIComponent(tag)}`,
  messages: '/messages',
  associates: '/associates',
  /** One tab of /associates (received, sent, associates, suggestions). */
  associatesTab: (tab: string) => `/associates?tab=${tab}`,
  myApplications: '/my-applications',
  myOpportunities: '/my-opportunities',
  upcomingEvents: '/upcoming-events',
  event: (id: string) => `/upcoming-events?event=${id}`,
  manageEvent: (id: string) => `/upcoming-events?event=${id}&manage=1`,
  editEvent: (id: string) => `/upcoming-events?edit=${id}`,
  createEvent: '/upcoming-events?create=event',
  createCommunityEvent: (communityId: string) => `/upcoming-events?create=event&community=${communityId}`,
  aiResumeBuilder: '/ai-resume-builder',
  careerDreamer: '/career-dreamer',
  aiTools: '/ai-tools',
  aiResearch: '/ai-research',
  aiStartup: '/ai-startup',
  supabaseDemo: '/supabase-demo',
  author: '/author',
  dashboard: '/dashboard',

  /** The direct conversation with a member (opened or explained by /messages). */
  messagesWith: (memberId: string) => `/messages?to=${memberId}`,
  /** Discovery with a saved search's filters applied. */
  discoverySavedSearch: (id: string) => `/discovery?saved=${id}`,
  /** One pitch opened on /funding. */
  fundingPitch: (id: string) => `/funding?pitch=${id}`,
  /** One MOU opened on /university/mou; a new draft. */
  mou: (id: string) => `/university/mou?mou=${id}`,
  createMou: '/university/mou?create=mou',

  community: '/community',
  communityDetail: (id: string) => `/community/${id}`,

  /** One conversation, opened. */
  conversation: (conversationId: string) => `/messages?c=${conversationId}`,
  /** /messages showing message requests; one request opened beside them. */
  messageRequests: '/messages?folder=requests',
  messageRequest: (conversationId: string) => `/messages?folder=requests&c=${conversationId}`,
  /** /messages showing archived conversations. */
  archivedMessages: '/messages?folder=archived',

  /** One section of /settings (account, privacy, notifications, blocked, sessions, language, appearance, data). */
  settingsSection: (section: string) => `/settings/${section}`,
  /** Settings → Standing with the appeal form of one decision open. */
  appealDecision: (decisionId: string) => `/settings/standing?appeal=${decisionId}`,

  /** Moderation: open reports (one case opened with `case`), appeals, the audit log. */
  moderation: '/moderation',
  moderationCase: (caseId: string) => `/moderation?case=${caseId}`,
  moderationAppeals: '/moderation?tab=appeals',

  /** A community's invitation link (opened by a member: "Accept invitation"); its settings tab. */
  communityInvite: (slug: string, token: string) => `/community/${slug}?invite=${token}`,
  communitySettings: (slug: string) => `/community/${slug}?tab=settings`,

  /** An organisation's page (open to guests). */
  organisation: (slug: string) => `/organisation/${encodeURIComponent(slug)}`,

  /** The hiring pipeline editor: one opportunity's stages and criteria, or an organisation's defaults. */
  hiringPipeline: '/hiring-pipeline',
  opportunityPipeline: (opportunityId: string) => `/hiring-pipeline?opportunity=${opportunityId}`,
  organisationPipeline: (slug: string) => `/hiring-pipeline?organisation=${encodeURIComponent(slug)}`,
} as const

/**
 * The router's patterns for the routes with a parameter; the builders above (`paths.profile(id)`, …) make their URLs.
 * The routes without one use `paths` itself.
 */
export const routePatterns = {
  profile: '/profile/:userId',
  apply: '/apply/:opportunityId',
  settingsSection: '/settings/:section',
  communityDetail: '/community/:id',
  organisation: '/organisation/:slug',
} as const
