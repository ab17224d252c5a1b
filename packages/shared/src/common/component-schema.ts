import { z } from 'zod';

/** An object schema the OpenAPI document publishes as the component named `id`. */
export function componentSchema<Shape extends z.ZodRawShape>(id: string, shape: Shape) {
  return z.object(shape).meta({ id });
}
