// The few props we pass; the package ships no types and @types/swagger-ui-react would be one more dependency.
declare module "swagger-ui-react" {
  import type { ComponentType } from "react";
  const SwaggerUI: ComponentType<{
    spec?: Record<string, unknown>;
    url?: string;
    docExpansion?: "list" | "full" | "none";
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
  }>;
  export default SwaggerUI;
}
