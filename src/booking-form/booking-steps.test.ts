import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow, showsBanner, showsFailure, type FlowEvent, type FlowState } from './booking-steps';

const run = (events: FlowEvent[], from: FlowState = initialFlow) => events.reduce(flowReducer, from);
const onStep2: FlowState = { step: 2, direction: 1, status: 'idle' };

describe('booking steps', () => {
  it('starts on step 1, idle', () => {
    expect(initialFlow).toEqual({ step: 1, direction: 1, status: 'idle' });
  });

  it('Next moves to step 2 only when step 1 is valid', () => {
    expect(run([{ type: 'next', valid: true }])).toEqual({ step: 2, direction: 1, status: 'idle' });
    const failed = run([{ type: 'next', valid: false }]);
    expect(failed).toEqual({ step: 1, direction: 1, status: 'error' });
    expect(showsBanner(failed)).toBe(true);
  });

  it('a failed Next shows the banner until it elapses', () => {
    const after = run([{ type: 'next', valid: false }, { type: 'bannerElapsed' }]);
    expect(after.status).toBe('idle');
    expect(showsBanner(after)).toBe(false);
  });

  it('the banner timer does not clear a step-2 failure', () => {
    const failed = run([{ type: 'send' }, { type: 'failed' }, { type: 'bannerElapsed' }], onStep2);
    expect(showsFailure(failed)).toBe(true);
  });

  it('a valid Next after a failed one clears the banner', () => {
    expect(run([{ type: 'next', valid: false }, { type: 'next', valid: true }]).status).toBe('idle');
  });

  it('Back returns to step 1 sliding the other way', () => {
    expect(run([{ type: 'back' }], onStep2)).toEqual({ step: 1, direction: -1, status: 'idle' });
  });

  it('Back is ignored while sending', () => {
    expect(run([{ type: 'send' }, { type: 'back' }], onStep2)).toEqual({ ...onStep2, status: 'busy' });
  });

  it('send → succeeded shows success', () => {
    expect(run([{ type: 'send' }, { type: 'succeeded' }], onStep2).status).toBe('success');
  });

  it('send → failed shows the failure on step 2, and a retry is allowed', () => {
    const failed = run([{ type: 'send' }, { type: 'failed' }], onStep2);
    expect(failed).toEqual({ ...onStep2, status: 'error' });
    expect(showsFailure(failed)).toBe(true);
    expect(run([{ type: 'send' }], failed).status).toBe('busy');
  });

  it('a second send while busy changes nothing (one request per click)', () => {
    const busy = run([{ type: 'send' }], onStep2);
    expect(flowReducer(busy, { type: 'send' })).toBe(busy);
  });

  it('cannot send from step 1 or after success', () => {
    expect(run([{ type: 'send' }])).toBe(initialFlow);
    const done = run([{ type: 'send' }, { type: 'succeeded' }], onStep2);
    expect(flowReducer(done, { type: 'send' })).toBe(done);
  });

  it('late results without a send in flight are ignored', () => {
    expect(run([{ type: 'succeeded' }], onStep2)).toBe(onStep2);
    expect(run([{ type: 'failed' }], onStep2)).toBe(onStep2);
  });

  it('reset returns to an idle step 1', () => {
    const done = run([{ type: 'send' }, { type: 'succeeded' }], onStep2);
    expect(run([{ type: 'reset' }], done)).toEqual({ step: 1, direction: -1, status: 'idle' });
  });
});
