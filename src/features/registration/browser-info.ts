import { UAParser } from 'ua-parser-js';

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

/** Read by ua-parser-js from the user agent; a desktop browser reports no device type, so it is named here. */
export function browserInfo(userAgent = navigator.userAgent, screen: Pick<Screen, 'width' | 'height'> = window.screen): BrowserInfo {
  const { browser, os, device } = UAParser(userAgent);
  return {
    browserName: browser.name ?? 'unknown',
    browserVersion: browser.version ?? 'unknown',
    osName: os.name ?? 'unknown',
    osVersion: os.version ?? 'unknown',
    deviceType: device.type ?? 'desktop',
    deviceVendor: device.vendor ?? 'unknown',
    deviceModel: device.model ?? 'unknown',
    screenWidth: screen.width,
    screenHeight: screen.height,
  };
}
