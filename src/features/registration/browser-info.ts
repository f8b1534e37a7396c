import { parse } from 'bowser';

/** What the error explainer is told about the device (specification section 3, browser info collected). */
export interface BrowserInfo {
  browserName: string;
  browserVersion: string;
  osName: string;
  osVersion: string;
  deviceType: string;
  deviceVendor: string;
  deviceModel: string;
  screenWidth: number;
  screenHeight: number;
}

/** Read by bowser (MIT) from the user agent; what it cannot tell is 'unknown'. */
export function browserInfo(userAgent = navigator.userAgent, screen: Pick<Screen, 'width' | 'height'> = window.screen): BrowserInfo {
  // bowser throws on an empty user agent (some privacy tools send none).
  const { browser, os, platform } = userAgent ? parse(userAgent) : { browser: {}, os: {}, platform: {} };
  return {
    browserName: browser.name ?? 'unknown',
    browserVersion: browser.version ?? 'unknown',
    osName: os.name ?? 'unknown',
    osVersion: os.version ?? 'unknown',
    deviceType: platform.type ?? 'unknown',
    deviceVendor: platform.vendor ?? 'unknown',
    deviceModel: platform.model ?? 'unknown',
    screenWidth: screen.width,
    screenHeight: screen.height,
  };
}
