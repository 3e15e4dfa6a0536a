/**
 * Staff accounts, sessions, passwords, passkeys, second factors, invites, one-time links, the login throttle and the role table.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export {
  changeRole,
  createFirstAdmin,
  findAdmin,
  findAdminByEmail,
  lastSignIn,
  listAdmins,
  profileOf,
  recordSignIn,
  removeAdmin,
  setPassword,
  setupCompleted,
} from './admins';
export { adminRecordSchema } from './store';
export { confirmEmailChange, confirmEmailLink, requestEmailChange } from './email-change';
export { factorsKeyStatus, totpSecretBox } from './factor-secrets';
export { REAUTH_NEEDED, requireFreshCheck } from './fresh-check';
export { INVITE_TTL_MS, acceptInvite, createInvite, inviteLink, listInvites, renewInvite, revokeInvite, revokeInvitesBy } from './invites';
export {
  CODE_NOT_ACCEPTED,
  PASSKEY_NOT_ACCEPTED,
  checkSecondFactor,
  completeSignIn,
  secondFactorMethods,
  signInWithPasskey,
} from './login-second-step';
export { SECOND_FACTOR_CAP } from './login-second-step-hold';
export { LINK_NOT_VALID } from './one-time-links';
export { MAX_PASSKEYS, listPasskeys, passkeyInfo, removeAllPasskeys, removePasskey, renamePasskey } from './passkey-credentials';
export { authenticationOptions, registerPasskey, registrationOptions, verifyPasskey } from './passkeys';
export { checkOwnPassword } from './password-check';
export { RESET_TTL_MS, completeReset, requestReset, resetLink } from './password-reset';
export { verifyPassword } from './passwords';
export { ENDPOINT_ROLES, NOT_FOR_YOUR_ROLE, PUBLIC, lineFor, lineTarget } from './roles';
export {
  confirmTotpSetup,
  factorsUnreadableWith,
  hasAnySecondFactor,
  keepLastFactorWhileRequired,
  regenerateRecoveryCodes,
  removeAllFactors,
  removeTotp,
  sealingNewFactor,
  setTwoFactorRequired,
  startTotpSetup,
  twoFactorRequired,
} from './second-factors';
export { SESSION_LIMITS, endSession, endSessions, listSessions, removeExpiredSessions } from './session-records';
export {
  NOT_SIGNED_IN,
  SESSION_AUDIENCE,
  SESSION_COOKIE,
  SESSION_ISSUER,
  clearSessionCookie,
  currentSession,
  requireMember,
  requireSignedIn,
  requireStage,
  sessionSecret,
  signSession,
  startSession,
} from './session-token';
export { THROTTLE, beginLoginAttempt, settleLoginAttempt } from './throttle';
export { CHALLENGE_TTL_MS } from './webauthn-challenges';
