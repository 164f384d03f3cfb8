/** Both widgets in WebKit: Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver over W3C WebDriver. */
import { describeWalks } from './engine-walks';
import { launchWebKit } from './launch-webkit';
import { webDriverPage } from './webdriver-page';

describeWalks('WebKit', async () => {
  const webkit = await launchWebKit();
  return { page: webDriverPage(webkit.session), close: () => webkit.close() };
});
