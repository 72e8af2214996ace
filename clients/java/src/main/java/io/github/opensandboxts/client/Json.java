package io.github.opensandboxts.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.github.opensandboxts.client.generated.lifecycle.RFC3339InstantDeserializer;
import java.io.IOException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.time.OffsetDateTime;

/** The ObjectMapper of the client's models. */
final class Json {
  private Json() {}

  /**
   * The generated clients' mapper, made strict about scalars: a number where the spec says string
   * (a metadata value, an id), a string where it says integer or boolean, a fraction where it
   * says integer, or a number where it says date-time is a {@link DecodeError}, not a silent
   * conversion. Unknown properties stay accepted (servers may add fields).
   */
  static ObjectMapper strict(ObjectMapper generated) {
    ObjectMapper m = generated.copy();
    // Unset properties stay out of requests, but a null inside a map is sent: in a JSON merge
    // patch (patchSandboxMetadata) it removes the key.
    m.setDefaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.ALWAYS));
    m.configure(MapperFeature.ALLOW_COERCION_OF_SCALARS, false);
    m.configure(DeserializationFeature.ACCEPT_FLOAT_AS_INT, false);
    m.configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, true);
    for (CoercionInputShape shape : new CoercionInputShape[] {CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean}) {
      m.coercionConfigFor(LogicalType.Textual).setCoercion(shape, CoercionAction.Fail);
    }
    m.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
    m.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
    m.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
    m.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
    m.registerModule(new SimpleModule("OpenSandboxStrictDateTime").addDeserializer(OffsetDateTime.class, new StrictDateTime()));
    return m;
  }

  /** A date-time is an RFC 3339 string; the generated deserializer would also take epoch numbers. */
  static final class StrictDateTime extends StdDeserializer<OffsetDateTime> {
    private static final long serialVersionUID = 1L;

    StrictDateTime() {
      super(OffsetDateTime.class);
    }

    @Override
    public OffsetDateTime deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
      if (p.currentToken() != JsonToken.VALUE_STRING) return (OffsetDateTime) ctx.handleUnexpectedToken(OffsetDateTime.class, p);
      return RFC3339InstantDeserializer.OFFSET_DATE_TIME.deserialize(p, ctx);
    }
  }
}
