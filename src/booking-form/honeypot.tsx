/**
 * A field people and assistive technology never reach (inert, out of the tab order and the accessibility
 * tree, off-screen) but form-filling scripts do: its state goes with the spam proof, never in the payload.
 */
export function Honeypot({ trap }: { trap: { current: boolean } }) {
  return (
    <div aria-hidden="true" inert style={{ position: 'absolute', left: -9999, width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input name="website" type="text" tabIndex={-1} autoComplete="off" onInput={(e) => (trap.current = e.currentTarget.value !== '')} />
      </label>
    </div>
  );
}
