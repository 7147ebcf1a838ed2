/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-2xl font-semibold capitalize">claimed items</h1>
    </main>
  );
}
