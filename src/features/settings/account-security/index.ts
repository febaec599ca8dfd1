export { TwoStepVerification } from './two-step-verification'
export { PasswordChange } from './password-change'
export { Passkeys } from './passkeys'
