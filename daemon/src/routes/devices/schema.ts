/** The devices routes read the shared contract's schemas (@reloj/contract/devices). */
export { deviceUpdateSchema as updateDeviceSchema, verifyRequestSchema as verifySchema } from '@reloj/contract/devices';
