/** Both widgets in WebKit: Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver over W3C WebDriver. */
import { describeWalks } from './engine-walks';
import { launchWebKit } from './launch-webkit';
import { webDriverPage } from './webdriver-page';

async function launch() {
  const webkit = await launchWebKit();
  return { page: webDriverPage(webkit.session), close: () => webkit.close() };
}

describeWalks('WebKit', launch);
// Once more on a Korean page: every text the walks look for in Korean.
describeWalks('WebKit', launch, 'ko');
