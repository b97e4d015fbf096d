/** The signed-in user a request acts for: id, verified (lower-cased) email and display name. */
export interface SessionUser {
  id: string
  email: string
  name: string
}
