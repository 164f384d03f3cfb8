/**
 * The form's flow as a pure reducer: which step is visible, which way the last move went
 * (the slide direction) and the submit status. `error` on step 1 is the 2-second banner; on step 2 it
 * is the send failure.
 */
export type Step = 1 | 2;
export type Status = 'idle' | 'busy' | 'success' | 'error';
export type FlowState = { step: Step; direction: 1 | -1; status: Status };

export type FlowEvent =
  | { type: 'next'; valid: boolean }
  | { type: 'bannerElapsed' }
  | { type: 'back' }
  | { type: 'send' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'reset' };

export const initialFlow: FlowState = { step: 1, direction: 1, status: 'idle' };

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'next':
      if (state.step !== 1) return state;
      return event.valid ? { step: 2, direction: 1, status: 'idle' } : { ...state, status: 'error' };
    case 'bannerElapsed':
      return state.step === 1 && state.status === 'error' ? { ...state, status: 'idle' } : state;
    case 'back':
      return state.step === 2 && state.status !== 'busy' ? { step: 1, direction: -1, status: 'idle' } : state;
    case 'send':
      // One request per click: a second send while busy (or after success) changes nothing.
      return state.step === 2 && (state.status === 'idle' || state.status === 'error')
        ? { ...state, status: 'busy' }
        : state;
    case 'succeeded':
      return state.status === 'busy' ? { ...state, status: 'success' } : state;
    case 'failed':
      return state.status === 'busy' ? { ...state, status: 'error' } : state;
    case 'reset':
      return { step: 1, direction: -1, status: 'idle' };
  }
}

/** True when the 2-second step-1 banner is showing. */
export const showsBanner = (s: FlowState) => s.step === 1 && s.status === 'error';
/** True when the step-2 send failure message is showing. */
export const showsFailure = (s: FlowState) => s.step === 2 && s.status === 'error';
