import MagicString from 'magic-string';
import { findOnce, patchModule, patchOnce } from './patch-once.mjs';

/**
 * keen-slider's animator takes the time of its first animation frame as the animation's start, so that
 * frame draws the slides where they already are: a click on "Next slide" (or the end of a swipe) shows no
 * movement until the second frame after it, one frame late (about 17 ms, several times that on a busy
 * phone). It also reports itself active only from that first frame, so a second click before it moved from
 * the same slide again. The fix reports the animation active when it is started, starts its clock one frame
 * (16 ms) before its first frame is drawn, and reads the clock (not the frame's due time) in every frame: the
 * first frame always shows the slides on their way, however long the page took to draw it (a slow frame
 * would otherwise use up the glide before it is seen). A new slider also placed its slides only in the next
 * frame; it now places them when it is created.
 * The minified names differ between versions: they are read from the frame callback, and each fix must be
 * found exactly once or the build fails.
 */
export function keenSliderPatches(code) {
  // function u(t){o||(o=t),s(!0);var a=t-o;...   the frame callback: time origin, setActive, elapsed time
  // function d(){var n;n=u,a=window.requestAnimationFrame(n)}   asks for the next frame
  const frame = findOnce(code, /function (\w+)\((\w+)\)\{(\w+)\|\|\(\3=\2\),(\w+)\(!0\);var (\w+)=\2-\3;/g, 'keen-slider patch: expected one animation frame callback');
  const [, step, time, origin, setActive, elapsed] = frame;
  const request = findOnce(code, new RegExp(`function (\\w+)\\(\\)\\{var (\\w+);\\2=${step},`, 'g'), 'keen-slider patch: expected one frame request');
  const [, next] = request;
  // function r(t,i,e){n.animator.active?o(t,i,e):requestAnimationFrame(...)}   renders now or next frame
  // function l(){r(!1,!0,i)}                                                  places the slides (and sizes them)
  const deferred = findOnce(code, /function (\w+)\((\w+),(\w+),(\w+)\)\{\w+\.animator\.active\?(\w+)\(\2,\3,\4\):requestAnimationFrame/g, 'keen-slider patch: expected one deferred render');
  const [, render, , , , renderNow] = deferred;
  const placing = findOnce(code, new RegExp(`function (\\w+)\\(\\)\\{${render}\\(!1,!0,(\\w+)\\)\\}`, 'g'), 'keen-slider patch: expected one slide placement');
  const [, place, vertical] = placing;
  return [
    {
      // start() has its own variables of the same minified names, so the animation is marked active in the
      // frame request, when start() asks for it.
      name: 'frame request that marks the animation active',
      find: new RegExp(`function ${next}\\(\\)\\{(var (\\w+);\\2=${step},)`, 'g'),
      replace: `function ${next}(starting){starting&&${setActive}(!0);$1`,
    },
    {
      // The time between the start and the first frame (a slow paint on a busy page) is not the glide's: its
      // first frame shows one frame's worth of it, and the frames after it follow from there.
      name: 'clock started one frame before the first frame',
      find: new RegExp(`${origin}\\|\\|\\(${origin}=${time}\\)`, 'g'),
      replace: `${origin}||(${origin}=performance.now()-16)`,
    },
    {
      name: 'animation start',
      find: new RegExp(`(\\.track\\.distToIdx\\(\\w+\\)\\)),${next}\\(\\),(\\w+\\.emit\\("animationStarted"\\))`, 'g'),
      replace: `$1,${next}(!0),$2`,
    },
    {
      // A frame's time is when the frame was due, which on a busy page comes before the click handled late in
      // it: elapsed time from that frame's time would be 0 and the frame would again draw nothing. The clock
      // is performance.now(), the same as the start's.
      name: 'elapsed time from the clock',
      find: new RegExp(`var ${elapsed}=${time}-${origin};`, 'g'),
      replace: `var ${elapsed}=performance.now()-${origin};`,
    },
    {
      // When the slider is created, keen-slider places the slides in the next animation frame: until then
      // they carry no position, and a page busy with other work waits for it. Placing them at once only
      // writes styles (keen-slider has just measured the container), before the browser's first layout.
      name: 'first placement at once',
      find: new RegExp(`(\\(\\w+=\\w+\\.slides\\)\\.length&&)${place}\\(\\)`, 'g'),
      replace: `$1${renderNow}(!1,!0,${vertical})`,
    },
  ];
}

export function keenSlider() {
  return patchModule('bali-keen-slider', /keen-slider[\\/]keen-slider\.es\.js$/, (code) => {
    const out = new MagicString(code);
    patchOnce(code, keenSliderPatches(code), 'keen-slider patch', out);
    return { code: out.toString(), map: out.generateMap({ hires: true }) };
  });
}
