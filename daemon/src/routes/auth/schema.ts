/**
 * The auth routes read the shared contract's schemas (@reloj/contract/auth): the shape of a login and of a
 * setup. A new account's rules (newCredentialsProblem) are checked by the service, after the setup gate.
 */
export { loginRequestSchema as loginSchema, setupRequestSchema as setupSchema } from '@reloj/contract/auth';
