/** Ten recovery codes, shown once: the person must keep them somewhere now. */
export default function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="recovery-codes-title" className="font-semibold text-amber-950">
        Your recovery codes
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Each code signs you in once if you lose your phone. Save or print them now: they will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button
        type="button"
        className="mt-3 text-sm font-semibold text-amber-950 underline"
        onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
      >
        Copy all
      </button>
    </section>
  );
}
