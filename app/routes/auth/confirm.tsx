export default function ConfirmSignIn() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Confirm sign-in</h1>
    </section>
  )
}
