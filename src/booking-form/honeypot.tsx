/**
 * A field people and assistive technology never reach (inert, out of the tab order and the accessibility
 * tree, off-screen) but form-filling scripts do: its state goes with the spam proof, never in the payload.
 */
export function Honeypot({ trap }: { trap: { current: boolean } }) {
  return (
    <input
      name="website"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden
      inert
      style={{ position: 'absolute', left: -9999 }}
      onInput={(e) => (trap.current = e.currentTarget.value !== '')}
    />
  );
}
